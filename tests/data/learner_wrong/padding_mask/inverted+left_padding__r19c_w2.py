# MISTAKE: (1) left padding: the real tokens are put at the END of each row instead of the start; (2) polarity inverted (True = padding, PyTorch key_padding_mask style).
import numpy as np

def padding_mask(lengths, max_len):
    rows = []
    for L in list(lengths):
        n_pad = max_len - int(L)
        rows.append([True] * n_pad + [False] * int(L))
    return np.array(rows, dtype=bool).reshape(len(rows), max_len)
