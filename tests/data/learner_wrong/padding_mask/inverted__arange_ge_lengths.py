import numpy as np

# True = padding (PyTorch key_padding_mask meaning)
def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths).reshape(-1, 1)
    return np.arange(max_len) >= lengths
