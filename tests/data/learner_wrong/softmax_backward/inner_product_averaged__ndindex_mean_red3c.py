import numpy as np

# wrong: <g, y> computed with mean over the last axis instead of sum (loop style)
def softmax_backward(y, grad_y):
    if y.shape != grad_y.shape:
        raise ValueError("shapes")
    out = np.zeros_like(y)
    for idx in np.ndindex(y.shape[:-1]):
        dot = np.mean(grad_y[idx] * y[idx])
        out[idx] = y[idx] * (grad_y[idx] - dot)
    return out
