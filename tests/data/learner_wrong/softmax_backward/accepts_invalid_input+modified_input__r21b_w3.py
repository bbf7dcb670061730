# MISTAKE: (1) edits grad_y in place (grad_y -= s; grad_y *= y) and returns it, so the caller's grad_y is overwritten;
# (2) no shape check: a grad_y that broadcasts against y (e.g. (n,) or (..., 1)) is accepted instead of raising ValueError.
import numpy as np


def softmax_backward(y, grad_y):
    s = (grad_y * y).sum(axis=-1, keepdims=True)
    grad_y -= s
    grad_y *= y
    return grad_y
