root nav A
present M
dismiss
