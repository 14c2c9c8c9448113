root nav A
