# correct: one row at a time
import numpy as np

def padding_mask(lengths, max_len):
    lengths = [int(n) for n in np.asarray(lengths).reshape(-1)]
    out = np.zeros((len(lengths), max_len), dtype=bool)
    for b, n in enumerate(lengths):
        out[b, :n] = True
    return out
