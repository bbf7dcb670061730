# MISTAKE: (1) reshapes (batch, heads, seq, hd) straight to (batch, seq, heads*hd) without moving the head axis, mixing tokens; (2) float64 upcast via astype(np.float64).
import numpy as np

def merge_heads(x):
    b, h, t, hd = x.shape
    return x.astype(np.float64).reshape(b, t, h * hd)
