# Wrong (two): PyTorch key_padding_mask polarity (1 = padding, 0 = real token, the opposite of True = real) and the result is an int array of 0/1, not bool.
import numpy as np


def padding_mask(lengths, max_len):
    batch = len(lengths)
    mask = np.zeros((batch, max_len), dtype=int)
    for b, n in enumerate(lengths):
        mask[b, int(n):] = 1
    return mask
