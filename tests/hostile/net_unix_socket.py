# class: unix sockets (a listener the test opens at a well-known path)
# expect: runtime_error wrong_answer
import socket


def softmax(x, axis=-1):
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.connect("/tmp/attn-dojo-hostile.sock")
    s.sendall(b"exfiltrated")
    return x
