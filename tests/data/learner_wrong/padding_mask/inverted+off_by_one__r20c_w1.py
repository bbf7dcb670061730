# MISTAKE: (1) off by one: t <= length instead of t < length (one padding slot marked real); (2) PyTorch polarity: returns True for padding (the mask is inverted).
import numpy as np

def padding_mask(lengths, max_len):
    out = []
    for n in lengths:
        out.append([not (t <= n) for t in range(max_len)])
    return np.array(out, dtype=bool).reshape(len(lengths), max_len)
