# class: cpu
# expect: time_limit_exceeded
import numpy as np


def softmax(x, axis=-1):
    a = np.ones((600, 600))
    while True:
        a = np.tanh(a @ a)
