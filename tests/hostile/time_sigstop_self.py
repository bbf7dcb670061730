# class: wall
# expect: time_limit_exceeded runtime_error
import os
import signal


def softmax(x, axis=-1):
    os.kill(os.getpid(), signal.SIGSTOP)  # a stopped process never answers
    return x
