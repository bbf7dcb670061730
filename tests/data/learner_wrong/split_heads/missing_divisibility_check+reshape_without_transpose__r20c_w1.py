# MISTAKE: (1) reshapes straight to (batch, num_heads, seq_len, head_dim), which mixes tokens into heads; (2) no divisibility check: d_model % num_heads != 0 is not rejected with ValueError (floor division, reshape error is a different exception only sometimes).
import numpy as np

def split_heads(x, num_heads):
    b, t, d = x.shape
    hd = d // num_heads
    return np.reshape(x[..., : num_heads * hd], (b, num_heads, t, hd))
