# MISTAKE: the key projection is given the QUERY bias (Projector(w_k, b_q)) instead of b_k.
import numpy as np


class Projector:
    def __init__(self, w, b):
        self.w = w
        self.b = b

    def __call__(self, x):
        out = np.matmul(x, self.w)
        return out if self.b is None else out + self.b


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    pq = Projector(w_q, b_q)
    pk = Projector(w_k, b_q)
    pv = Projector(w_v, b_v)
    return pq(x), pk(x), pv(x)
