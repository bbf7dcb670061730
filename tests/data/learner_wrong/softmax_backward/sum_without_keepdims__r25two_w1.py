# MISTAKE: The row sum is taken without keepdims=True, so sum(grad_y * y, -1) broadcasts along the wrong axis (silently wrong for square (n, n) inputs, an error otherwise).
# MISTAKE: No check that y and grad_y have the same shape; a broadcastable grad_y is accepted instead of raising ValueError.
import numpy as np


def softmax_backward(y, grad_y):
    y = np.asarray(y)
    grad_y = np.asarray(grad_y)
    inner = np.sum(grad_y * y, axis=-1)
    return y * (grad_y - inner)
