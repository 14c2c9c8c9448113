root nav Albums
push Map
pop
push Map
pop
push Compose
push Tags
push Slideshow
push MapFixed
warning
popToRoot
