new A origin=storyboard
root nav A
push B
warning
pop
