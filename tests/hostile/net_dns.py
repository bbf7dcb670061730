# class: network (name resolution)
# expect: runtime_error
import socket


def softmax(x, axis=-1):
    socket.getaddrinfo("example.com", 80)
    return x
