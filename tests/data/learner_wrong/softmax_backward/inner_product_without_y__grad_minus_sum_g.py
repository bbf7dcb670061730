# mistake: subtracts sum(g) instead of <g, y>
import numpy as np

def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError
    return (y * (grad_y - grad_y.sum(-1, keepdims=True))).astype(y.dtype)
