# Bug report: https://github.com/skyzh/tiny-llm/issues/41 (also skyzh/tiny-llm#60)
# Weights used in the nn.Linear (out, in) orientation, x @ W.T, although ours are stored (in, out).
import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    def linear(x, w, b):
        y = x @ w.T
        return y if b is None else y + b
    return linear(x, w_q, b_q), linear(x, w_k, b_k), linear(x, w_v, b_v)
