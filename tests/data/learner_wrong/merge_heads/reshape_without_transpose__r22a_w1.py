# MISTAKE: Reshapes straight to (batch, seq_len, num_heads*head_dim) without first moving the head axis behind the sequence axis, so tokens get mixed (the flat memory order is head-major).
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    b, h, s, d = x.shape
    return x.reshape(b, s, h * d)
