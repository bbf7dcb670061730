# MISTAKE: there is no explicit shape check, so a broadcastable grad_y such as (batch, 1) against y (batch, n) is silently accepted instead of raising ValueError.
import numpy as np


def softmax_backward(y, grad_y):
    gy = (grad_y * y).sum(axis=-1, keepdims=True)
    return (y * (grad_y - gy)).astype(y.dtype)
