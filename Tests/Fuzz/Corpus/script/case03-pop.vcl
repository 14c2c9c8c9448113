root nav A
push B
pop
