new A origin=storyboard
root nav A
