root nav A
push B
push C
push D
push E
push B
warning
restart
push B
