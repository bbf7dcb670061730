# MISTAKE: (1) reshapes without moving the head axis back first (mixes tokens);
#          (2) an extra np.squeeze at the end drops the batch axis when batch == 1 (or seq_len == 1).
import numpy as np


def merge_heads(x):
    b, h, t, hd = x.shape
    return np.squeeze(x.reshape(b, t, h * hd))
