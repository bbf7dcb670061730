# MISTAKE: (1) reshapes (b, h, t, d) straight to (b, t, h*d) without moving the head axis behind the sequence axis (mixes tokens); (2) the heads are taken in reverse order (x[:, ::-1]), so the last head comes first.
import numpy as np

def merge_heads(x):
    b, h, t, d = x.shape
    return x[:, ::-1].reshape(b, t, h * d)
