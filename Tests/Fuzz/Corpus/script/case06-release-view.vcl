new A onWarning=release-view
root nav A
push B
warning
pop
