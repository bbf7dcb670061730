# MISTAKE: (1) polarity inverted (PyTorch key_padding_mask habit): padding marked 1, real tokens 0;
#          (2) the mask is a float array of 0.0/1.0, not dtype bool.
import numpy as np


def padding_mask(lengths, max_len):
    out = np.zeros((len(lengths), max_len))
    for b, n in enumerate(lengths):
        out[b, int(n):] = 1.0
    return out
