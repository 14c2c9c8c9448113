new A=B
push a:b
push ‌zero‍width
new X like=X
new Y like=Nobody
root tabs
root nav A B
ios 7
push é́́́́́́́́́́́́́́́́́́́́́́́́́́́́́́́́́́́́́́́́
