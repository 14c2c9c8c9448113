push B
new VeryLongControllerName
push VeryLongControllerName
warning
pop
pop
