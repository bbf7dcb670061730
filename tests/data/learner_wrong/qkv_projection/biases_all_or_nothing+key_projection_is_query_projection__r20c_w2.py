# MISTAKE: (1) the key projection uses w_q instead of w_k; (2) the biases are only applied when ALL three are given (if one is None, none are added).
import numpy as np

class _Proj:
    def __init__(self, *ws):
        self.ws = ws
    def __call__(self, x, biases):
        outs = [x @ w for w in self.ws]
        if all(b is not None for b in biases):
            outs = [o + b for o, b in zip(outs, biases)]
        return tuple(outs)

def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    return _Proj(w_q, w_q, w_v)(x, (b_q, b_k, b_v))
