# MISTAKE: reshapes (batch, heads, seq, head_dim) straight to (batch, seq, heads*head_dim)
# without moving the head axis behind the sequence axis first (the rows list mixes tokens).
import numpy as np


def merge_heads(x):
    b, h, s, hd = x.shape
    flat = [x[bi].reshape(-1) for bi in range(b)]
    rows = [[f[t * h * hd:(t + 1) * h * hd] for t in range(s)] for f in flat]
    return np.array(rows, dtype=x.dtype).reshape(b, s, h * hd)
