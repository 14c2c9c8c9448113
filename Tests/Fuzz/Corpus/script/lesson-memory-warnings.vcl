ios 5
push Photos
push Detail
warning
pop
access Albums
