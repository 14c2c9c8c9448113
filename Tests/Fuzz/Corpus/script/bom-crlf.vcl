root nav A
push B
warning
pop
