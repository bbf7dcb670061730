# https://github.com/SebLague/Neural-Network-Experiments/pull/5 — softmax derivative treated as elementwise: grad_y * y * (1 - y) (Jacobian diagonal only), dropping the -y_i * sum_j g_j y_j (j != i) terms.
import numpy as np


def softmax_backward(y, grad_y):
    if np.shape(y) != np.shape(grad_y):
        raise ValueError("shape mismatch")
    return (grad_y * y * (1 - y)).astype(y.dtype)
