# SOURCE: https://github.com/rish-16/tokenlearner-pytorch/issues/1
# MISTAKE: Restores the layout with a plain reshape (like y.view(512, 8, 3)) instead of first moving the head axis back behind the sequence axis; reshape follows memory order, so each merged "token" is built from consecutive rows of head 0, then head 1, ... (tokens get mixed).
import numpy as np


def merge_heads(x):
    x = np.asarray(x)
    batch, num_heads, seq_len, head_dim = x.shape
    return x.reshape(batch, seq_len, num_heads * head_dim).copy()
