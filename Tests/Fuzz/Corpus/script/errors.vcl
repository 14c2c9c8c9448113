# a refused action and a bad line
root nav A
pop
fly away
push B
new C like=Nope
access B
isViewLoaded A
