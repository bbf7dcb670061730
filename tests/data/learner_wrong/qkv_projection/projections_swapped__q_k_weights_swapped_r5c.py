# mistake: q uses w_k (+ b_q) and k uses w_q (+ b_k): the query and key weights are swapped
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    def lin(w, b):
        y = np.matmul(x, w)
        return y if b is None else y + b
    return lin(w_k, b_q), lin(w_q, b_k), lin(w_v, b_v)
