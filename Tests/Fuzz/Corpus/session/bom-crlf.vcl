# scenario: photo-album
# lang: en
root nav A
push B C D
