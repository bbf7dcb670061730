# MISTAKE: multiplies by the transposed weights (x @ W.T, PyTorch nn.Linear habit) instead of x @ W; silently wrong for square weights.
import numpy as np


class Linear:
    def __init__(self, weight, bias=None):
        self.weight = weight
        self.bias = bias

    def __call__(self, x):
        y = x @ self.weight.T
        return y if self.bias is None else y + self.bias


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    for w in (w_q, w_k, w_v):
        if w.shape[0] != x.shape[-1] and w.shape[1] != x.shape[-1]:
            raise ValueError("feature size mismatch")
    return Linear(w_q, b_q)(x), Linear(w_k, b_k)(x), Linear(w_v, b_v)(x)
