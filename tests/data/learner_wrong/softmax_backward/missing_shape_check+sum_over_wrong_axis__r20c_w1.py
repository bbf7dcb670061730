# MISTAKE: (1) the inner sum is over axis 0 instead of the last axis; (2) no shape check (different shapes broadcast instead of ValueError).
import numpy as np

def softmax_backward(y, grad_y):
    s = (grad_y * y).sum(axis=0, keepdims=True)
    return y * (grad_y - s)
