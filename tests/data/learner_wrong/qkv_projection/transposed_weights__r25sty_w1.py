# MISTAKE: uses PyTorch's nn.Linear convention x @ W.T (transposes every weight) although the weights are already (d_in, d_out) and must be applied as x @ W.
import numpy as np

def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    return tuple(x @ w.T + (0 if b is None else b) for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)))
