import numpy as np

# wrong: integer division in the exponent (2*i // d_model is 0): every pair gets frequency 1
def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad arguments")
    pe = np.zeros((seq_len, d_model))
    for pos in range(seq_len):
        for i in range(d_model // 2):
            w = 10000 ** (2 * i // d_model)
            pe[pos, 2 * i] = np.sin(pos / w)
            pe[pos, 2 * i + 1] = np.cos(pos / w)
    return pe
