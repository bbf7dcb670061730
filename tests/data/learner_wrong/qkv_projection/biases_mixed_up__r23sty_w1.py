# MISTAKE: Copy-paste slip: the key projection is given the query bias, k = x @ w_k + b_q, instead of b_k (so k gets a bias when b_k is None, and the wrong one otherwise).
import numpy as np


class Projection:
    def __init__(self, w, b=None):
        self.w = np.asarray(w)
        self.b = None if b is None else np.asarray(b)

    def __call__(self, x):
        y = np.matmul(x, self.w)
        return y if self.b is None else y + self.b


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    x = np.asarray(x)
    proj_q = Projection(w_q, b_q)
    proj_k = Projection(w_k, b_q)
    proj_v = Projection(w_v, b_v)
    return proj_q(x), proj_k(x), proj_v(x)
