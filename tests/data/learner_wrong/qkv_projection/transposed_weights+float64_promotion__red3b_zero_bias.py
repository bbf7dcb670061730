import numpy as np


def qkv_projection(x, w_q, w_k, w_v, b_q=None, b_k=None, b_v=None):
    # mistakes: x @ W.T (nn.Linear habit) and float64 zero biases for missing ones (float32 -> float64)
    out = []
    for w, b in ((w_q, b_q), (w_k, b_k), (w_v, b_v)):
        if b is None:
            b = np.zeros(w.shape[0])
        out.append(x @ w.T + b)
    return tuple(out)
