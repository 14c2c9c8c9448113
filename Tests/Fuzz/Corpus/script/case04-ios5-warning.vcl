ios 5
new A origin=storyboard
root nav A
push B
warning
pop
