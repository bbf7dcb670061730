import numpy as np


def softmax_backward(y, grad_y):
    y, grad_y = np.asarray(y), np.asarray(grad_y)
    if y.shape != grad_y.shape:
        raise ValueError(f"shapes differ: {y.shape} vs {grad_y.shape}")
    inner = (y[..., None, :] @ grad_y[..., :, None])[..., 0]   # (..., 1): <y, g> per row as a matmul
    return y * grad_y - y * inner
