root nav A
push B
