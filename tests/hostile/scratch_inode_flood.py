# class: inode flood (empty files until the scratch refuses: kernel memory pinned per submission)
# expect: wrong_answer
import os

for i in range(700_000):
    try:
        os.close(os.open(f"/scratch/f{i}", os.O_CREAT | os.O_WRONLY, 0o600))
    except OSError:
        break


def softmax(x, axis=-1):
    return x
